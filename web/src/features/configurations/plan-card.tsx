import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { type Plan, planLabels, plans } from '@posada/contracts';
import { useState } from 'react';
import { notifyError, notifySuccess } from '../../components/crud';
import { useSetPlan } from './settings-api';

const options = plans.map((p) => ({ value: p, label: planLabels[p] }));

/** The hotel's service plan (POST /configurations/plan). */
export function PlanCard({ plan, canEdit }: { plan: string; canEdit: boolean }) {
  const [chosen, setChosen] = useState<string>(plan);
  const setPlan = useSetPlan();
  const change = () =>
    setPlan.mutateAsync(chosen as Plan).then(
      () => notifySuccess(`Plan cambiado a ${planLabels[chosen as Plan]}`),
      (error: unknown) => notifyError(error, 'No se pudo cambiar el plan'),
    );
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h3">
          Plan
        </Title>
        <Text size="sm" c="dimmed">
          Plan actual: {planLabels[plan as Plan] ?? plan}
        </Text>
        {canEdit && (
          <Group align="flex-end">
            <Select
              label="Plan"
              data={options}
              value={chosen}
              onChange={(v) => setChosen(v ?? plan)}
              allowDeselect={false}
            />
            <Button variant="light" onClick={change} loading={setPlan.isPending} disabled={chosen === plan}>
              Cambiar plan
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

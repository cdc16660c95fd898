import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { ActiveBadge } from '../../components/active-badge';
import { type CrudColumn, CrudScreen, type ListParams, type PageData } from '../../components/crud';
import { StatusSwitch } from '../../components/status-switch';

interface CodeRow {
  id: number;
  codigo: string;
  nombre: string;
  abreviatura?: string;
  estado: boolean;
}

export interface CodeCatalogTabProps<Body> {
  title: string;
  /** 'medida', 'tipo de producto'…: the words of titles and notifications. */
  noun: { create: string; created: string; updated: string };
  codeHelp: string;
  useList: (p: ListParams) => UseQueryResult<PageData<CodeRow>>;
  useSave: () => UseMutationResult<unknown, Error, { body: Body; id: number | null }>;
  /** The contract's body: what the form sends. */
  schema: z.ZodType<Body>;
  /** Document types also carry an abbreviation. */
  withAbbreviation?: boolean;
}

/**
 * A catalog of code and name (measures, product types, document types). The code is fixed once
 * created: other modules and the seeds key on it.
 */
export function CodeCatalogTab<Body>({
  title,
  noun,
  codeHelp,
  useList,
  useSave,
  schema,
  withAbbreviation,
}: CodeCatalogTabProps<Body>) {
  const save = useSave();
  const columns: CrudColumn<CodeRow>[] = [
    { key: 'codigo', header: 'Código', render: (r) => r.codigo },
    ...(withAbbreviation
      ? [{ key: 'abreviatura', header: 'Abreviatura', render: (r: CodeRow) => r.abreviatura }]
      : []),
    { key: 'nombre', header: 'Nombre', render: (r) => r.nombre },
    { key: 'estado', header: 'Estado', render: (r) => <ActiveBadge active={r.estado} /> },
  ];
  return (
    <CrudScreen
      title={title}
      columns={columns}
      useList={useList}
      searchPlaceholder="Buscar por código o nombre"
      texts={{
        create: noun.create,
        edit: (r) => `Editar «${r.nombre}»`,
        created: noun.created,
        updated: noun.updated,
      }}
      schema={schema}
      toValues={(r) => ({
        codigo: r?.codigo ?? '',
        nombre: r?.nombre ?? '',
        ...(withAbbreviation ? { abreviatura: r?.abreviatura ?? '' } : {}),
        estado: r?.estado ?? true,
      })}
      fields={(form, row) => (
        <>
          <SimpleGrid cols={{ base: 1, sm: withAbbreviation ? 2 : 1 }}>
            <TextInput
              label="Código"
              description={row ? 'El código no cambia una vez creado' : codeHelp}
              withAsterisk
              disabled={row !== null}
              {...form.getInputProps('codigo')}
            />
            {withAbbreviation && (
              <TextInput label="Abreviatura" withAsterisk {...form.getInputProps('abreviatura')} />
            )}
          </SimpleGrid>
          <TextInput label="Nombre" withAsterisk {...form.getInputProps('nombre')} />
          <StatusSwitch form={form as never} />
        </>
      )}
      save={(body, row) => save.mutateAsync({ body, id: row?.id ?? null })}
      permissions={{ create: ['impuestos.editar'], edit: ['impuestos.editar'] }}
    />
  );
}

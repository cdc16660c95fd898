import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/** A form that moves money, for a user without an open register: says so and what to do (children). */
export function NoRegisterAlert({ children }: { children: ReactNode }) {
  return (
    <Alert color="yellow" title="No tiene una caja abierta">
      {children}
    </Alert>
  );
}

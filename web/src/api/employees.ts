import {
  employeePaths,
  type TEmployee,
  type TEmployeeBody,
  ZDeleteResult,
  ZEmployeePage,
  ZEmployeeUserOptions,
} from '@posada/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';
import { usePermission } from '../lib/permissions';
import { queryKeys } from '../lib/query-keys';
import { resourceHooks } from '../lib/resource-hooks';

const keys = queryKeys('empleados');
export const employeeKeys = {
  ...keys,
  users: () => keys.of('usuarios'),
  /** Who may be recorded on a room (getEmpleadosHabitacion), for the rack's habilitar. */
  forRooms: () => keys.of('habitaciones'),
};

export const employees = resourceHooks<TEmployee, TEmployeeBody>({
  keys: employeeKeys,
  list: (p, signal) =>
    api.post(employeePaths.list, undefined, { query: { ...p }, schema: ZEmployeePage, signal }),
  save: (body, id) =>
    id ? api.post(employeePaths.update, { ...body, id }) : api.post(employeePaths.create, body),
  remove: (id) => api.post(employeePaths.remove(id), undefined, { schema: ZDeleteResult }),
});

/** The hotel's users an employee may be linked to (only for those who may save employees). */
export function useEmployeeUserOptions() {
  const allowed = usePermission('empleados.crear', 'empleados.editar');
  return useQuery({
    queryKey: employeeKeys.users(),
    queryFn: ({ signal }) =>
      api
        .get(employeePaths.users, { schema: ZEmployeeUserOptions, signal })
        .then((a) => a.data.map((u) => ({ value: String(u.id), label: `${u.name} (${u.email})` }))),
    enabled: allowed,
  });
}

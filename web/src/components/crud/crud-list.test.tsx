import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setSession } from '../../lib/session';
import { makeUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render-with-providers';
import { CrudList } from './crud-list';
import type { CrudColumn, ListParams, PageData } from './types';
import { usePageQuery } from './use-page-query';

interface Row {
  id: number;
  nombre: string;
}

const all: Row[] = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, nombre: `Hotel ${i + 1}` }));
const columns: CrudColumn<Row>[] = [{ key: 'nombre', header: 'Nombre', render: (r) => r.nombre }];

/** A server that pages and searches `rows`, and remembers what it was asked. */
function fakeServer(rows: Row[]) {
  const asked: ListParams[] = [];
  const fetchPage = vi.fn(async (p: ListParams): Promise<PageData<Row>> => {
    asked.push(p);
    const found = rows.filter((r) => r.nombre.toLowerCase().includes(p.search.toLowerCase()));
    return {
      data: found.slice((p.page - 1) * p.per_page, p.page * p.per_page),
      current_page: p.page,
      per_page: p.per_page,
      total: found.length,
      last_page: Math.max(1, Math.ceil(found.length / p.per_page)),
    };
  });
  const useList = (p: ListParams) => usePageQuery(['rows', p], () => fetchPage(p));
  return { asked, useList };
}

function renderList(rows: Row[], codes: Parameters<typeof makeUser>[0], handlers = {}) {
  setSession('tok', makeUser(codes));
  const server = fakeServer(rows);
  const onCreate = vi.fn();
  const onEdit = vi.fn();
  const onDelete = vi.fn();
  renderWithProviders(
    <CrudList
      title="Hoteles"
      columns={columns}
      useList={server.useList}
      create={{ permission: ['hoteles.crear'], onClick: onCreate }}
      edit={{ permission: ['hoteles.editar'], onClick: onEdit }}
      remove={{ permission: ['hoteles.eliminar'], onClick: onDelete, hidden: (r) => r.id === 1 }}
      {...handlers}
    />,
  );
  return { ...server, onCreate, onEdit, onDelete };
}

describe('CrudList', () => {
  it('shows the first page, the total, and pages on the server', async () => {
    const { asked } = renderList(all, ['hoteles.ver']);
    expect(await screen.findByText('Hotel 1')).toBeTruthy();
    expect(screen.getByText('23 registros')).toBeTruthy();
    // The table scrolls sideways in a box of the browser's own (no ScrollArea drawn by React),
    // reachable by keyboard.
    const box = screen.getByRole('table').parentElement?.parentElement as HTMLElement;
    expect(box.tabIndex).toBe(0);
    expect(box.style.getPropertyValue('--table-overflow')).toBe('auto');
    expect(box.querySelector('.mantine-ScrollArea-viewport')).toBeNull();
    // It holds what is placed absolutely inside it (the hidden header of the actions' column).
    expect(box.style.position).toBe('relative');
    expect(asked[0]).toEqual({ page: 1, per_page: 10, search: '' });
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    expect(await screen.findByText('Hotel 21')).toBeTruthy();
    expect(asked.at(-1)).toEqual({ page: 3, per_page: 10, search: '' });
  });

  it('debounces the search, goes back to page 1 and says when nothing matches', async () => {
    const { asked } = renderList(all, ['hoteles.ver']);
    await screen.findByText('Hotel 1');
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await screen.findByText('Hotel 11');
    const box = screen.getByRole('textbox', { name: 'Buscar' });
    fireEvent.change(box, { target: { value: 'Hotel 2' } });
    fireEvent.change(box, { target: { value: ' Hotel 22 ' } });
    await waitFor(() => expect(asked.at(-1)).toEqual({ page: 1, per_page: 10, search: 'Hotel 22' }));
    expect(asked.filter((p) => p.search === 'Hotel 2')).toHaveLength(0);
    expect(await screen.findByText('1 registro')).toBeTruthy();

    fireEvent.change(box, { target: { value: 'zzz' } });
    expect(await screen.findByText('No se encontraron resultados para «zzz»')).toBeTruthy();
  });

  it('says there are no records when the list is empty', async () => {
    renderList([], ['hoteles.ver']);
    expect(await screen.findByText('No hay registros')).toBeTruthy();
  });

  it('hides Nuevo, Editar and Eliminar without their permissions', async () => {
    renderList(all, ['hoteles.ver']);
    await screen.findByText('Hotel 1');
    expect(screen.queryByRole('button', { name: 'Nuevo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Editar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Eliminar' })).toBeNull();
  });

  it('offers the guarded actions to their holders, with the row they act on', async () => {
    const { onCreate, onEdit, onDelete } = renderList(all, [
      'hoteles.crear',
      'hoteles.editar',
      'hoteles.eliminar',
    ]);
    const row = (await screen.findByText('Hotel 2')).closest('tr') as HTMLElement;
    fireEvent.click(screen.getByRole('button', { name: 'Nuevo' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Editar' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Eliminar' }));
    expect(onCreate).toHaveBeenCalledOnce();
    expect(onEdit).toHaveBeenCalledWith(all[1]);
    expect(onDelete).toHaveBeenCalledWith(all[1]);
    const first = screen.getByText('Hotel 1').closest('tr') as HTMLElement;
    expect(within(first).queryByRole('button', { name: 'Eliminar' })).toBeNull();
  });
});

import {
  elementScroll,
  observeElementOffset,
  observeElementRect,
  type VirtualItem,
  Virtualizer,
  type VirtualizerOptions,
} from '@tanstack/react-virtual';
import { useLayoutEffect, useReducer, useRef, useState } from 'react';

type Options = Pick<
  VirtualizerOptions<HTMLDivElement, Element>,
  'count' | 'estimateSize' | 'getItemKey' | 'paddingStart' | 'overscan' | 'horizontal'
>;

/**
 * The chart's two virtualisers (rows, nights) on one scroller, rendering only when what is drawn
 * changes. @tanstack/react-virtual's hook renders its component on every change of `isScrolling`
 * too (twice per scroll, once per axis, even when nothing new comes into view) and each axis
 * separately: the profile of a scroll down the 500-room chart showed up to four renders of the
 * whole grid per step. Here a change renders once, and only when an axis' items (their indexes or
 * offsets) changed; during a scroll synchronously, so new rows are painted in the same frame.
 */
export function useGridVirtualizer(
  getScrollElement: () => HTMLDivElement | null,
  rowOptions: Options,
  colOptions: Options,
) {
  const [, rerender] = useReducer((x: number) => x + 1, 0);
  const drawn = useRef<{ rows: VirtualItem[] | null; cols: VirtualItem[] | null }>({
    rows: null,
    cols: null,
  });
  const onChange = (instance: Virtualizer<HTMLDivElement, Element>) => {
    const axis = instance.options.horizontal ? 'cols' : 'rows';
    if (instance.getVirtualItems() !== drawn.current[axis]) rerender();
  };
  const options = (own: Options): VirtualizerOptions<HTMLDivElement, Element> => ({
    ...own,
    getScrollElement,
    scrollToFn: elementScroll,
    observeElementRect,
    observeElementOffset,
    onChange,
  });
  const [rows] = useState(() => new Virtualizer(options(rowOptions)));
  const [cols] = useState(() => new Virtualizer(options(colOptions)));
  rows.setOptions(options(rowOptions));
  cols.setOptions(options(colOptions));
  useLayoutEffect(() => {
    const unmountRows = rows._didMount();
    const unmountCols = cols._didMount();
    return () => {
      unmountRows();
      unmountCols();
    };
  }, [rows, cols]);
  useLayoutEffect(() => {
    rows._willUpdate();
    cols._willUpdate();
  });
  const rowItems = rows.getVirtualItems();
  const colItems = cols.getVirtualItems();
  drawn.current = { rows: rowItems, cols: colItems };
  return { rows, cols, rowItems, colItems };
}

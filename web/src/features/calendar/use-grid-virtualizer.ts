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
 * too, and each axis separately: a scroll step down the 500-room chart rendered the whole grid
 * three times (two in the scroll event, one at its end). Here a change renders once, and only when
 * an axis' items (their indexes or offsets) changed. The render is not flushed inside the scroll
 * event (the hook's flushSync): in its own task, React's commit of the new rows and the frame's
 * layout and paint are two tasks, not one twice as long. The overscan rows cover a small scroll; a
 * jump of a screen shows its rows a frame later.
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
  const rowItems = rows.getVirtualItems();
  const colItems = cols.getVirtualItems();
  useLayoutEffect(() => {
    drawn.current = { rows: rowItems, cols: colItems };
    rows._willUpdate();
    cols._willUpdate();
  });
  return { rows, cols, rowItems, colItems };
}

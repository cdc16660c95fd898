// biome-ignore-all lint/a11y/useSemanticElements: a virtualised grid of absolutely placed rows cannot be a <table>; the ARIA grid roles give it the table's semantics.
// biome-ignore-all lint/a11y/useFocusableInteractive: the grid's tab stop is the chart itself and its bars (roving focus), not every row and cell.
import { type CSSProperties, memo } from 'react';
import { formatDate } from '../../lib/format';
import classes from './calendar.module.css';
import { CalendarBar } from './calendar-bar';
import { spanIn } from './calendar-dates';
import { isMovable, movedNights } from './drop';
import { barKey, type CalendarRow, LANE_HEIGHT, type RowActions } from './rows';
import type { Gesture, Selection } from './use-bar-drag';

interface Props {
  row: CalendarRow;
  index: number;
  /** Pixels from the content's top. */
  start: number;
  desde: string;
  days: number;
  dayWidth: number;
  width: number;
  background: CSSProperties;
  /** The columns whose bars and counts are drawn. */
  fromCol: number;
  toCol: number;
  canCreate: boolean;
  canMove: boolean;
  /** The values below are null unless they concern this row, so other rows keep their render. */
  tabStop: string | null;
  lifted: string | null;
  summary: { id: string; key: string } | null;
  selection: Selection | null;
  gesture: Gesture | null;
  pending: ReadonlySet<string>;
  actions: RowActions;
}

/** Where a row is, in words: a room and its type, or a type's unassigned lines. */
export const rowPlace = (row: CalendarRow | undefined) =>
  !row
    ? ''
    : row.kind === 'habitacion'
      ? `habitación ${row.room.numero} (${row.tipo})`
      : `sin asignar, ${row.tipo.nombre}`;

/** One row of the chart: its header cell and its nights, with the bars in the drawn columns. */
export const CalendarGridRow = memo(function CalendarGridRow(props: Props) {
  const { row, index, dayWidth, days, fromCol, toCol, actions } = props;
  const place = rowPlace(row);
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      className={classes.row}
      data-kind={row.kind}
      style={{ transform: `translateY(${props.start}px)`, height: row.height, width: props.width }}
    >
      <div
        role="rowheader"
        aria-colindex={1}
        aria-label={
          row.kind === 'habitacion'
            ? `Habitación ${row.room.numero}, piso ${row.room.piso}`
            : `${row.tipo.nombre}, sin asignar`
        }
        className={classes.rowHeader}
      >
        {row.kind === 'habitacion' ? (
          <>
            <span className={classes.roomNumber}>{row.room.numero}</span>
            <span className={classes.floor}>{`Piso ${row.room.piso}`}</span>
          </>
        ) : (
          <>
            <span className={classes.typeName}>{row.tipo.nombre}</span>
            <span className={classes.floor}>sin asignar</span>
          </>
        )}
      </div>
      <div
        role="gridcell"
        aria-colindex={2}
        aria-colspan={days}
        className={classes.timeline}
        style={{ ...props.background, width: days * dayWidth }}
        onPointerDown={
          props.canCreate && row.kind === 'habitacion'
            ? (event) => {
                if (event.target === event.currentTarget) actions.startSelection(event, index);
              }
            : undefined
        }
      >
        {row.kind === 'tipo' &&
          row.tipo.libres.slice(fromCol, toCol + 1).map((night, i) => (
            <span
              key={night.fecha}
              className={classes.count}
              data-none={night.libres === 0 || undefined}
              style={{ left: (fromCol + i) * dayWidth, width: dayWidth }}
            >
              <span className={classes.visuallyHidden}>Libres el {formatDate(night.fecha)}: </span>
              {night.libres}
            </span>
          ))}
        {props.selection && (
          <div
            className={classes.selection}
            style={{
              left: props.selection.from * dayWidth,
              width: (props.selection.to - props.selection.from + 1) * dayWidth,
            }}
          />
        )}
        {row.bars.map((placed) => {
          const { span } = placed;
          if (span.start > toCol || span.start + span.nights - 1 < fromCol) return null;
          const key = barKey(placed.bar);
          return (
            <CalendarBar
              key={key}
              placed={placed}
              place={place}
              rowIndex={index}
              dayWidth={dayWidth}
              height={row.laneHeight}
              movable={props.canMove && isMovable(placed.bar)}
              tabStop={key === props.tabStop}
              lifted={key === props.lifted}
              pending={props.pending.has(key)}
              describedBy={props.summary?.key === key ? props.summary.id : undefined}
              actions={actions}
            />
          );
        })}
        {props.gesture && (
          <Ghost gesture={props.gesture} desde={props.desde} days={days} dayWidth={dayWidth} row={row} />
        )}
      </div>
    </div>
  );
});

/** Where a moved bar would land, drawn over the target row. */
function Ghost({
  gesture,
  desde,
  days,
  dayWidth,
  row,
}: {
  gesture: Gesture;
  desde: string;
  days: number;
  dayWidth: number;
  row: CalendarRow;
}) {
  const nights = movedNights(gesture.move);
  const span = nights && spanIn(desde, days, nights.llegada, nights.salida);
  if (!span) return null;
  const top = row.kind === 'tipo' ? row.height - LANE_HEIGHT : 0;
  const height = row.laneHeight;
  return (
    <div
      className={classes.ghost}
      aria-hidden
      style={{
        left: span.start * dayWidth + 2,
        width: span.nights * dayWidth - 4,
        top: top + 3,
        height: height - 6,
      }}
    />
  );
}

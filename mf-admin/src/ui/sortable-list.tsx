import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@lemon/shared';
import styles from './sortable-list.module.css';

interface SortableListProps<Item extends { id: number }> {
  items: readonly Item[];
  /** What the list holds ("Ordre des catégories"), for screen readers. */
  label: string;
  /** An item's name, as its buttons and the screen-reader announcements say it. */
  nameOf: (item: Item) => string;
  /** The ids in their new order, once an item is dropped elsewhere or moved up or down. */
  onReorder: (ids: number[]) => void;
  /** Nothing moves (while the last move is saved, while a row is edited). */
  disabled?: boolean;
  /** A row's content, beside its handle. */
  children: (item: Item, index: number) => ReactNode;
  /** A row's own buttons, after "Monter" and "Descendre". */
  actions?: (item: Item) => ReactNode;
  /** What opens under a row across its width (its form), if anything. */
  below?: (item: Item) => ReactNode;
}

/**
 * A list the owner puts in order: drag a row by its handle with a mouse, a finger or the keyboard (Space, the
 * arrows, Space), or move it with its "Monter" and "Descendre" buttons. Every way reports the new order of ids.
 */
export function SortableList<Item extends { id: number }>({
  items,
  label,
  nameOf,
  onReorder,
  disabled = false,
  children,
  actions,
  below,
}: SortableListProps<Item>) {
  const { t } = useTranslation('admin');
  const sensors = useSensors(
    // A few pixels before a drag starts: a tap on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // What the buttons last did, for screen readers (the drags announce themselves).
  const [moved, setMoved] = useState('');
  const ids = items.map((item) => item.id);
  const count = items.length;
  const nameOfId = (id: UniqueIdentifier) => {
    const item = items.find((candidate) => candidate.id === id);
    return item ? nameOf(item) : '';
  };
  const positionOf = (id: UniqueIdentifier) => ids.indexOf(Number(id)) + 1;

  const move = (from: number, to: number) => {
    if (disabled || from === to || to < 0 || to >= count) return;
    const reordered = arrayMove(ids, from, to);
    setMoved(t('sortable.moved', { name: nameOf(items[from]!), position: to + 1, count }));
    onReorder(reordered);
  };
  const dropped = ({ active, over }: DragEndEvent) => {
    if (over) move(ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('sortable.pickedUp', { name: nameOfId(active.id), position: positionOf(active.id), count }),
    onDragOver: ({ active, over }) =>
      over
        ? t('sortable.over', { name: nameOfId(active.id), position: positionOf(over.id), count })
        : t('sortable.outside', { name: nameOfId(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('sortable.dropped', { name: nameOfId(active.id), position: positionOf(over.id), count })
        : t('sortable.cancelled', { name: nameOfId(active.id) }),
    onDragCancel: ({ active }) => t('sortable.cancelled', { name: nameOfId(active.id) }),
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dropped}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('sortable.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ol className={styles.list} aria-label={label}>
          {items.map((item, index) => (
            <SortableRow
              key={item.id}
              id={item.id}
              name={nameOf(item)}
              first={index === 0}
              last={index === count - 1}
              disabled={disabled}
              onUp={() => move(index, index - 1)}
              onDown={() => move(index, index + 1)}
              actions={actions?.(item)}
              below={below?.(item)}
            >
              {children(item, index)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
      <p className="visually-hidden" role="status">
        {moved}
      </p>
    </DndContext>
  );
}

interface SortableRowProps {
  id: number;
  name: string;
  first: boolean;
  last: boolean;
  disabled: boolean;
  onUp: () => void;
  onDown: () => void;
  actions: ReactNode;
  below: ReactNode;
  children: ReactNode;
}

function SortableRow({ id, name, first, last, disabled, onUp, onDown, actions, below, children }: SortableRowProps) {
  const { t } = useTranslation('admin');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
    attributes: { roleDescription: t('sortable.roleDescription') },
  });
  // Buttons that cannot act say so but keep the focus (a `disabled` one would drop it as the row reaches an end).
  const moveButton = (label: string, unable: boolean, onClick: () => void, text: string) => (
    <button
      type="button"
      className={`button-secondary ${styles.move}`}
      aria-label={label}
      aria-disabled={unable || undefined}
      onClick={unable ? undefined : onClick}
    >
      {text}
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      className={styles.row}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <div className={styles.line}>
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={styles.handle}
          {...attributes}
          {...listeners}
          aria-label={t('sortable.handle', { name })}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            {[6, 12, 18].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.8" fill="currentColor" />))}
          </svg>
        </button>
        <div className={styles.content}>{children}</div>
        <div className={styles.actions}>
          {moveButton(t('sortable.upItem', { name }), disabled || first, onUp, t('sortable.up'))}
          {moveButton(t('sortable.downItem', { name }), disabled || last, onDown, t('sortable.down'))}
          {actions}
        </div>
      </div>
      {below}
    </li>
  );
}

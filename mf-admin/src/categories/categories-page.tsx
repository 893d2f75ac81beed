import { showToastFx, useUnit, useTranslation } from '@lemon/shared';
import type { StaffCategory } from '@lemon/staff-contract';
import { useEffect, useRef, useState } from 'react';
import { CataloguePage } from '../catalogue/catalogue-page';
import { QueryState } from '../ui/query-state';
import { SortableList } from '../ui/sortable-list';
import { SaveStatus } from '../ui/save-status';
import { useCategories } from '../catalogue/catalogue-calls';
import { useCategoriesOrder } from './categories-calls';
import { CategoryDeletion } from './category-deletion';
import { CategoryForm } from './category-form';
import styles from './categories.module.css';

/** What the owner is doing with one category, or a new one: one thing at a time, and nothing moves meanwhile. */
type Task = { kind: 'new' } | { kind: 'edit' | 'delete'; id: number } | null;

/**
 * The shop's categories in its order (the menu, the home page), moved and saved at once; each edited in place
 * (names and addresses in three languages, main or not), created, or deleted once empty.
 */
export function CategoriesPage() {
  const { t } = useTranslation('admin');
  const categories = useCategories();
  const order = useCategoriesOrder();
  const showToast = useUnit(showToastFx);
  const [task, setTask] = useState<Task>(null);
  // A row's panel closed: the focus goes back to its "Modifier" button, not to the top of the page.
  const editButtons = useRef(new Map<number, HTMLButtonElement>());
  const focusBackTo = useRef<number>(undefined);
  const endTask = () => {
    if (task && task.kind !== 'new') focusBackTo.current = task.id;
    setTask(null);
  };
  useEffect(() => {
    if (task !== null || focusBackTo.current === undefined) return;
    editButtons.current.get(focusBackTo.current)?.focus();
    focusBackTo.current = undefined;
  }, [task]);
  const saved = (message: string) => {
    endTask();
    void showToast({ kind: 'success', message });
  };
  const newButton =
    task?.kind === 'new' ? undefined : (
      <button type="button" className="button-primary" disabled={task !== null} onClick={() => setTask({ kind: 'new' })}>
        {t('categories.new')}
      </button>
    );
  const taskOn = (category: StaffCategory) => (task && task.kind !== 'new' && task.id === category.id ? task.kind : undefined);

  return (
    <CataloguePage title={t('categories.title')} description={t('categories.description')} actions={newButton}>
      {task?.kind === 'new' && (
        <CategoryForm
          categories={categories.data ?? []}
          onSaved={(category) => saved(t('categories.created', { name: category.label.fr }))}
          onCancel={() => setTask(null)}
        />
      )}
      <p className={styles.intro}>{t('categories.intro')}</p>
      <QueryState query={categories}>
        {(list) =>
          list.length === 0 ? (
            <p>{t('categories.empty')}</p>
          ) : (
            <SortableList
              items={list}
              label={t('categories.listLabel')}
              nameOf={(category) => category.label.fr}
              onReorder={order.save}
              disabled={order.saving || task !== null}
              actions={(category) =>
                taskOn(category) === undefined && (
                  <>
                    <button
                      type="button"
                      className="button-secondary"
                      ref={(button) => {
                        if (button) editButtons.current.set(category.id, button);
                        else editButtons.current.delete(category.id);
                      }}
                      disabled={task !== null}
                      onClick={() => setTask({ kind: 'edit', id: category.id })}
                      aria-label={t('categories.editItem', { name: category.label.fr })}
                    >
                      {t('categories.edit')}
                    </button>
                    <button
                      type="button"
                      className="button-secondary"
                      disabled={task !== null}
                      onClick={() => setTask({ kind: 'delete', id: category.id })}
                      aria-label={t('categories.deleteItem', { name: category.label.fr })}
                    >
                      {t('categories.delete')}
                    </button>
                  </>
                )
              }
              below={(category) =>
                taskOn(category) === 'edit' ? (
                  <CategoryForm
                    category={category}
                    categories={list}
                    onSaved={(edited) => saved(t('categories.saved', { name: edited.label.fr }))}
                    onCancel={endTask}
                  />
                ) : taskOn(category) === 'delete' ? (
                  <CategoryDeletion
                    category={category}
                    subCategoryCount={list.filter((candidate) => candidate.parent_id === category.id).length}
                    onDone={endTask}
                  />
                ) : undefined
              }
            >
              {(category) => (
                <div className={styles.summary}>
                  <span className={styles.name}>{category.label.fr}</span>
                  {category.is_main && <span className={styles.badge}>{t('categories.main')}</span>}
                  {category.parent_id !== null && (
                    <span className={styles.inside}>
                      {t('categories.inside', { name: list.find((parent) => parent.id === category.parent_id)?.label.fr ?? '' })}
                    </span>
                  )}
                  <span className={styles.count}>
                    {category.product_count === 0
                      ? t('categories.noProducts')
                      : t('categories.products', { count: category.product_count })}
                  </span>
                </div>
              )}
            </SortableList>
          )
        }
      </QueryState>
      <SaveStatus saving={order.saving} saved={order.saved} />
    </CataloguePage>
  );
}

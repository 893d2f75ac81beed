import { useState } from 'react';
import { useTranslation } from '@lemon/shared';
import { CataloguePage } from '../catalogue/catalogue-page';
import { QueryState } from '../ui/query-state';
import { RecipeCard } from './recipe-card';
import { RecipeForm } from './recipe-form';
import { useStaffRecipes } from '../catalogue/recipes-calls';
import styles from './recipes.module.css';

/** The shop's recipes in their order: each written in place, in three languages, with the products it uses. */
export function RecipesPage() {
  const { t } = useTranslation('admin');
  const recipes = useStaffRecipes();
  // The recipe being written: a new one, or the one with this id.
  const [editing, setEditing] = useState<'new' | number | null>(null);
  const done = () => setEditing(null);
  const newButton =
    editing === 'new' ? undefined : (
      <button type="button" className="button-primary" onClick={() => setEditing('new')}>
        {t('recipes.new')}
      </button>
    );
  return (
    <CataloguePage title={t('recipes.title')} description={t('recipes.description')} actions={newButton}>
      {editing === 'new' && <RecipeForm onSaved={done} onCancel={done} />}
      <QueryState query={recipes}>
        {(list) =>
          list.length === 0 ? (
            editing !== 'new' && <p>{t('recipes.empty')}</p>
          ) : (
            <ul className={styles.list}>
              {list.map((recipe) =>
                editing === recipe.id ? (
                  <li key={recipe.id}>
                    <RecipeForm recipe={recipe} onSaved={done} onCancel={done} />
                  </li>
                ) : (
                  <RecipeCard key={recipe.id} recipe={recipe} onEdit={() => setEditing(recipe.id)} />
                ),
              )}
            </ul>
          )
        }
      </QueryState>
    </CataloguePage>
  );
}

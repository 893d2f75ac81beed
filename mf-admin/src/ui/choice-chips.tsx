import styles from './choice-chips.module.css';

interface ChoiceChipsProps<Value extends string> {
  /** What the choice is about ("Afficher"), read before the choices. */
  legend: string;
  /** The radio group's name, one per page. */
  name: string;
  choices: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
}

/** A list's filter as big radio chips: one choice among a few, each a 44 px target. */
export function ChoiceChips<Value extends string>({ legend, name, choices, value, onChange }: ChoiceChipsProps<Value>) {
  return (
    <fieldset className={styles.chips}>
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className={styles.chip}>
          <input type="radio" name={name} value={choice.value} checked={value === choice.value} onChange={() => onChange(choice.value)} />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}

import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useImperativeHandle, useRef, type ReactNode, type Ref } from 'react';
import { useTranslation } from '@lemon/shared';
import { get, useController, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import styles from './rich-text-editor.module.css';

/**
 * Only what the shop's HTML keeps (paragraphs, bold, italic, lists, third-level headings, links): a button for
 * each, nothing pasted beyond them survives. A web address typed or pasted becomes a link.
 */
const shopHtml = StarterKit.configure({
  heading: { levels: [3] },
  blockquote: false,
  code: false,
  codeBlock: false,
  horizontalRule: false,
  strike: false,
  underline: false,
  // An empty paragraph after every list would be saved with the text.
  trailingNode: false,
  link: { openOnClick: false, autolink: true, linkOnPaste: true, defaultProtocol: 'https', HTMLAttributes: { target: null, rel: null } },
});

const tools = [
  { name: 'bold', active: (editor: Editor) => editor.isActive('bold'), run: (editor: Editor) => editor.chain().focus().toggleBold().run() },
  {
    name: 'italic',
    active: (editor: Editor) => editor.isActive('italic'),
    run: (editor: Editor) => editor.chain().focus().toggleItalic().run(),
  },
  {
    name: 'heading',
    active: (editor: Editor) => editor.isActive('heading', { level: 3 }),
    run: (editor: Editor) => editor.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    name: 'bulletList',
    active: (editor: Editor) => editor.isActive('bulletList'),
    run: (editor: Editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    name: 'orderedList',
    active: (editor: Editor) => editor.isActive('orderedList'),
    run: (editor: Editor) => editor.chain().focus().toggleOrderedList().run(),
  },
] as const;

/** An empty text is '', not `<p></p>`: a description not written yet reads as missing. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

interface RichTextEditorProps {
  label: string;
  hint?: string;
  /** The shop's HTML. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** The translated refusal, if any. */
  error?: string;
  /** Said under the text (a translation still missing), tied to it. */
  note?: ReactNode;
  /** What a form focuses when it points at this field (a refusal). */
  focusRef?: Ref<{ focus: () => void }>;
}

/**
 * A formatted text (a description, a recipe's steps) with a labelled toolbar of big buttons, each saying
 * whether it is on; the keyboard's usual shortcuts work too (Ctrl+B, Ctrl+I). Gives the shop's HTML.
 */
export function RichTextEditor({ label, hint, value, onChange, onBlur, error, note, focusRef }: RichTextEditorProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const describedBy = [hint && `${id}-hint`, note && `${id}-note`, error && `${id}-error`].filter(Boolean).join(' ');
  // The editor is made once: it calls the latest handlers through these.
  const handlers = useRef({ onChange, onBlur });
  useEffect(() => {
    handlers.current = { onChange, onBlur };
  });
  // The HTML this editor last gave: a different value comes from outside (the form reset), and replaces the text.
  const given = useRef(value);
  const editor = useEditor({
    extensions: [shopHtml],
    content: value,
    onUpdate: ({ editor: changed }) => {
      given.current = htmlOf(changed);
      handlers.current.onChange(given.current);
    },
    onBlur: () => handlers.current.onBlur?.(),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => Object.fromEntries(tools.map((tool) => [tool.name, tool.active(current)])),
  });
  useEffect(() => {
    if (value === given.current) return;
    given.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    editor.setOptions({
      editorProps: {
        attributes: {
          id: `${id}-text`,
          class: styles.text!,
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': `${id}-label`,
          'aria-invalid': String(Boolean(error)),
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        },
      },
    });
  }, [editor, id, error, describedBy]);
  useImperativeHandle(focusRef, () => ({ focus: () => editor.commands.focus() }), [editor]);

  return (
    <div className={styles.field}>
      <div id={`${id}-label`} className={styles.label} onClick={() => editor.commands.focus()}>
        {label}
      </div>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.frame} data-invalid={Boolean(error)}>
        <div role="toolbar" aria-label={t('richText.toolbar', { field: label })} aria-controls={`${id}-text`} className={styles.toolbar}>
          {tools.map((tool) => (
            <button
              key={tool.name}
              type="button"
              className={styles.tool}
              data-tool={tool.name}
              aria-pressed={Boolean(active[tool.name])}
              onClick={() => tool.run(editor)}
            >
              {t(`richText.${tool.name}`)}
            </button>
          ))}
        </div>
        <EditorContent editor={editor} />
      </div>
      {note && <div id={`${id}-note`}>{note}</div>}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The editor as a field of a contract form: its value, its translated refusal, focused when refused. */
export function RichTextField<Values extends FieldValues>({
  form,
  name,
  ...shown
}: { form: UseFormReturn<Values, unknown, unknown>; name: Path<Values> } & Pick<RichTextEditorProps, 'label' | 'hint' | 'note'>) {
  const { t } = useTranslation('common');
  const { field } = useController({ control: form.control, name });
  const code = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  const error = code ? t(`validation.errors.${code}`, { defaultValue: t('validation.errors.invalid') }) : undefined;
  return (
    <RichTextEditor
      {...shown}
      value={String(field.value ?? '')}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
      focusRef={field.ref}
    />
  );
}

// The job description editor (loaded lazily: TipTap is only needed on the job form). Keyboard first: a
// labelled toolbar with one Tab stop and arrow keys between its buttons (ARIA toolbar pattern), the
// usual shortcuts (Ctrl+B, Ctrl+I), and Tab always leaves the editor (no indenting list items with Tab,
// which would trap keyboard users). Only what the server keeps is offered: paragraphs, bold, italic,
// two heading levels, lists and links.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ListItem } from '@tiptap/extension-list';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { LINK_CHARACTERS } from '@tessera/forms/key-block';
import { useCharacterRule } from '@tessera/forms/key-block-notice';
import './rich-text-editor.css';

/** A list item without the Tab / Shift+Tab bindings (they would keep focus inside the editor). */
const CalmListItem = ListItem.extend({
  addKeyboardShortcuts() {
    const { Tab: _tab, 'Shift-Tab': _shiftTab, ...rest } = this.parent?.() ?? {};
    return rest;
  },
});

const SAFE_LINK = /^(https?:\/\/[^\s/]|mailto:[^\s])/i;

export interface RichTextEditorProps {
  /** id of the editable area (error summary links point here). */
  id: string;
  labelId: string;
  describedBy?: string | undefined;
  /** Initial HTML; later changes come from the editor itself. */
  initialValue: string;
  onChange: (html: string) => void;
  invalid?: boolean;
  disabled?: boolean;
}

interface ToolDef {
  key: string;
  label: string;
  pressed: boolean;
  run: () => void;
}

function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const { t } = useTranslation('jobs');
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [href, setHref] = useState(current || 'https://');
  const [error, setError] = useState(false);
  // SPEC §5 key-blocking: an address holds no spaces, quotes or angle brackets.
  const block = useCharacterRule(LINK_CHARACTERS, 'job-description-link-notice');
  function apply() {
    const value = href.trim();
    if (!SAFE_LINK.test(value)) {
      setError(true);
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: value }).run();
    onDone();
  }
  function cancel() {
    editor.commands.focus();
    onDone();
  }
  return (
    <div className="jb-link-form" role="group" aria-label={t('editor.link')}>
      <div className="jb-field">
        <label htmlFor="job-description-link">{t('editor.linkAddress')}</label>
        <input
          id="job-description-link"
          type="url"
          value={href}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the link field is what the Link button just opened
          autoFocus
          aria-describedby={[
            'job-description-link-hint',
            block.refusing ? 'job-description-link-notice' : null,
            error ? 'job-description-link-error' : null,
          ]
            .filter(Boolean)
            .join(' ')}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            block.filter(e);
            setHref(e.target.value);
            setError(false);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              apply();
            } else if (e.key === 'Escape') {
              e.preventDefault();
              cancel();
            }
          }}
        />
        <p id="job-description-link-hint" className="ui-hint">
          {t('editor.linkHint')}
        </p>
        {block.notice}
        {error ? (
          <p id="job-description-link-error" className="ui-field-error">
            {t('editor.linkInvalid')}
          </p>
        ) : null}
      </div>
      <button type="button" className="ui-button" onClick={apply}>
        {t('editor.linkApply')}
      </button>
      <button type="button" className="ui-button ui-button--secondary" onClick={cancel}>
        {t('editor.linkCancel')}
      </button>
    </div>
  );
}

function attributesFor(id: string, labelId: string, describedBy: string | undefined, invalid: boolean): Record<string, string> {
  return {
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(invalid ? { 'aria-invalid': 'true' } : {}),
    class: 'jb-editor__content',
  };
}

export default function RichTextEditor({
  id,
  labelId,
  describedBy,
  initialValue,
  onChange,
  invalid = false,
  disabled = false,
}: RichTextEditorProps) {
  const { t } = useTranslation('jobs');
  const [linking, setLinking] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const editor = useEditor({
    // The styles are in rich-text-editor.css: an injected <style> element breaks the Content-Security-Policy.
    injectCSS: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [3, 4] },
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        listItem: false,
        listKeymap: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['mailto'],
          isAllowedUri: (url) => SAFE_LINK.test(url),
          HTMLAttributes: { rel: 'noopener noreferrer', target: null },
        },
      }),
      CalmListItem,
    ],
    content: initialValue,
    editable: !disabled,
    immediatelyRender: true,
    editorProps: { attributes: attributesFor(id, labelId, describedBy, invalid) },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  // The editor lives as long as the form: its state follows the props without being rebuilt (which
  // would drop what was typed).
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes: attributesFor(id, labelId, describedBy, invalid) } });
    editor.setEditable(!disabled, false);
  }, [editor, id, labelId, describedBy, invalid, disabled]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h3: e.isActive('heading', { level: 3 }),
      h4: e.isActive('heading', { level: 4 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
    }),
  });

  const chain = () => editor.chain().focus();
  const tools: ToolDef[] = [
    { key: 'bold', label: t('editor.bold'), pressed: state.bold, run: () => chain().toggleBold().run() },
    { key: 'italic', label: t('editor.italic'), pressed: state.italic, run: () => chain().toggleItalic().run() },
    { key: 'h3', label: t('editor.heading'), pressed: state.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { key: 'h4', label: t('editor.subheading'), pressed: state.h4, run: () => chain().toggleHeading({ level: 4 }).run() },
    { key: 'bullet', label: t('editor.bulletList'), pressed: state.bullet, run: () => chain().toggleBulletList().run() },
    { key: 'ordered', label: t('editor.orderedList'), pressed: state.ordered, run: () => chain().toggleOrderedList().run() },
    { key: 'link', label: t('editor.link'), pressed: state.link, run: () => setLinking(true) },
    {
      key: 'unlink',
      label: t('editor.unlink'),
      pressed: false,
      run: () => {
        if (state.link) chain().extendMarkRange('link').unsetLink().run();
      },
    },
  ];

  function onToolbarKey(e: KeyboardEvent<HTMLDivElement>) {
    const last = tools.length - 1;
    let next: number | null = null;
    if (e.key === 'ArrowRight') next = focusIndex === last ? 0 : focusIndex + 1;
    else if (e.key === 'ArrowLeft') next = focusIndex === 0 ? last : focusIndex - 1;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = last;
    if (next === null) return;
    e.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  }

  return (
    <div className="jb-editor" data-invalid={invalid ? 'true' : 'false'}>
      {disabled ? null : (
        <div className="jb-toolbar-bar" role="toolbar" aria-label={t('editor.toolbar')} aria-controls={id} onKeyDown={onToolbarKey}>
          {tools.map((tool, i) => (
            <button
              key={tool.key}
              ref={(el) => {
                buttons.current[i] = el;
              }}
              type="button"
              className="jb-tool"
              tabIndex={i === focusIndex ? 0 : -1}
              aria-pressed={tool.key === 'unlink' ? undefined : tool.pressed}
              aria-disabled={tool.key === 'unlink' && !state.link ? true : undefined}
              onFocus={() => setFocusIndex(i)}
              onClick={tool.run}
            >
              {tool.label}
            </button>
          ))}
        </div>
      )}
      {linking ? <LinkForm editor={editor} onDone={() => setLinking(false)} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}

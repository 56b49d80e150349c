/**
 * The comparison as files: save it (designs, patterns, workload, recipe) as a comparison file,
 * open one (validated as a share link is; a refused file changes nothing and says why), and take
 * the check report away as Markdown for a design review or as JSON for tools.
 */
import { useId, useRef, useState } from 'react';
import {
  csharpIdentifier,
  csharpModule,
  pythonIdentifier,
  pythonModule,
  typescriptModule,
} from '../../codegen';
import { type ComparisonFile, readComparisonFile, sayNote, writeComparisonFile } from '../../share';
import { shown } from '../../state/answer';
import { useComparison } from '../../state/comparison/context';
import { specOf } from '../../state/comparison/setup';
import { useExplorer } from '../../state/view-context';
import { downloadText } from '../download';
import { useT } from '../i18n/translator-context';
import { checkReportJson, checkReportMarkdown, type ReportSource } from './check-report';
import { DesignOptions } from './DesignOptions';
import { useCost } from './use-cost';

/** A file's name made from the comparison's scenario or dataset. */
const fileBase = (scenario: string | null, dataset: string) => `keyscope-${scenario ?? dataset}`;

/** The languages a design's data-access module is written in, in the order the buttons show. */
const MODULE_LANGUAGES = ['typescript', 'python', 'csharp'] as const;
type ModuleLanguage = (typeof MODULE_LANGUAGES)[number];

/** Each language's writer, file name and button label. */
const MODULES = {
  typescript: {
    write: typescriptModule,
    file: (id: string) => `${id}.ts`,
    label: 'compare.moduleTypeScript',
  },
  // A Python module's file name is its import name: snake case, no hyphens.
  python: {
    write: pythonModule,
    file: (id: string) => `${pythonIdentifier(id)}.py`,
    label: 'compare.modulePython',
  },
  // A C# file is named in Pascal case, as C# files are.
  csharp: {
    write: csharpModule,
    file: (id: string) => `${csharpIdentifier(id)}.cs`,
    label: 'compare.moduleCSharp',
  },
} as const;

/** Props: what opening a file does with it (the view applies it to the comparison). */
export interface ComparisonFilesProps {
  readonly onOpen: (file: ComparisonFile) => void;
}

/** The buttons and the file picker, with a status line for what opening did. */
export function ComparisonFiles({ onOpen }: ComparisonFilesProps) {
  const tr = useT();
  const { t } = tr;
  const state = useComparison((s) => s);
  const matrix = shown(state.matrix);
  const cost = useCost();
  const catalogue = useExplorer((s) => s.catalogue);
  const picker = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<{ text: string; problem: boolean } | null>(null);
  const recipe = { dataset: state.dataset, size: state.size, seed: state.seed };
  const base = fileBase(state.scenario, state.dataset);
  const save = () => {
    // What a share link carries of the comparison, with the records it is checked over.
    const file: ComparisonFile = { recipe, comparison: specOf(state) };
    downloadText(writeComparisonFile(file), `${base}.json`, 'application/json');
  };
  const open = async (chosen: File) => {
    const read = readComparisonFile(await chosen.text());
    const refuse = (problem: string) =>
      setStatus({ text: t('compare.fileRefused', { name: chosen.name, problem }), problem: true });
    if (!read.ok) {
      refuse(sayNote(tr, read.error));
      return;
    }
    const { dataset } = read.value.recipe;
    if (!catalogue.some((d) => d.id === dataset)) {
      const known = catalogue.map((d) => d.id).join(', ');
      refuse(t('compare.fileUnknownDataset', { dataset, known }));
      return;
    }
    onOpen(read.value);
    setStatus({ text: t('compare.fileOpened', { name: chosen.name }), problem: false });
  };
  const moduleId = useId();
  const [picked, setModuleDesign] = useState<string | null>(null);
  const chosen = state.designs.find((d) => d.id === picked) ?? state.designs[0];
  const moduleDesign = chosen?.id ?? '';
  const types = catalogue.find((d) => d.id === state.dataset)?.recordTypes;
  const downloadModule = (language: ModuleLanguage) => {
    if (chosen === undefined || types === undefined) return;
    const used = new Set(chosen.design.entitySets.map((s) => s.recordType));
    const source = {
      candidate: chosen,
      recordTypes: types.filter((rt) => used.has(rt.name)),
      patterns: state.patterns,
    };
    const { write, file } = MODULES[language];
    downloadText(write(source), file(chosen.id), 'text/plain');
  };
  const source: ReportSource | null =
    matrix === null
      ? null
      : { recipe, designs: state.designs, patterns: state.patterns, matrix, cost };
  return (
    <fieldset className="comparison-files">
      <legend className="visually-hidden">{t('compare.fileTools')}</legend>
      <button type="button" onClick={save}>
        {t('compare.fileSave')}
      </button>
      <button type="button" onClick={() => picker.current?.click()}>
        {t('compare.fileOpen')}
      </button>
      <input
        ref={picker}
        type="file"
        accept=".json,application/json"
        hidden
        aria-label={t('compare.fileOpen')}
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          e.target.value = '';
          if (chosen) void open(chosen);
        }}
      />
      <button
        type="button"
        disabled={source === null}
        onClick={() =>
          source &&
          downloadText(checkReportMarkdown(tr, source), `${base}-report.md`, 'text/markdown')
        }
      >
        {t('compare.reportMarkdown')}
      </button>
      <button
        type="button"
        disabled={source === null}
        onClick={() =>
          source &&
          downloadText(checkReportJson(tr, source), `${base}-report.json`, 'application/json')
        }
      >
        {t('compare.reportJson')}
      </button>
      <label htmlFor={moduleId}>{t('compare.moduleFor')}</label>
      <select id={moduleId} value={moduleDesign} onChange={(e) => setModuleDesign(e.target.value)}>
        <DesignOptions designs={state.designs} />
      </select>
      {MODULE_LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          disabled={types === undefined || chosen === undefined}
          onClick={() => downloadModule(language)}
        >
          {t(MODULES[language].label)}
        </button>
      ))}
      {status ? (
        <p
          className={status.problem ? 'input-error' : 'cell-note'}
          role={status.problem ? 'alert' : 'status'}
        >
          {status.text}
        </p>
      ) : null}
    </fieldset>
  );
}

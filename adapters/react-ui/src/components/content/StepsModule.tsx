import { Body1Strong, Caption1, Text as FluentText, makeStyles, tokens } from '@fluentui/react-components';
import type { MessageId } from '../../i18n/catalogues.ts';
import { useText } from '../../i18n/text.tsx';
import { type ContentModuleJson, recordsProp, textOf, textProp } from './content-module.ts';
import { useContentText } from './content-text.tsx';
import { ModuleFrame } from './ModuleFrame.tsx';

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: '20px', display: 'flex', flexDirection: 'column', gap: '8px' },
  completed: { color: tokens.colorPaletteGreenForeground1 },
  current: { color: tokens.colorNeutralForeground1 },
  upcoming: { color: tokens.colorNeutralForeground3 },
  text: { margin: '4px 0 0' },
});

type Progress = 'completed' | 'current' | 'upcoming';

const PROGRESS_LABEL: Readonly<Record<Progress, MessageId>> = {
  completed: 'content.steps.completed',
  current: 'content.steps.current',
  upcoming: 'content.steps.upcoming',
};

type StepEntry = { readonly title: string; readonly text?: string; readonly states: readonly string[] };

/** The content's steps: each a title, a text and the deal states in which it is the current one. */
export const stepsOf = (module: ContentModuleJson): StepEntry[] =>
  recordsProp(module, 'steps').flatMap((step) => {
    const title = textOf(step.title);
    if (!title) return [];
    const text = textOf(step.text);
    const states = Array.isArray(step.states)
      ? step.states.filter((state): state is string => typeof state === 'string')
      : [];
    return [{ title, states, ...(text ? { text } : {}) }];
  });

/** Whether the content names the state as one of its steps (a deal in it is being verified). */
export const stepsCover = (module: ContentModuleJson, state: string): boolean =>
  stepsOf(module).some((step) => step.states.includes(state));

const progressOf = (index: number, current: number): Progress =>
  current < 0 ? 'upcoming' : index < current ? 'completed' : index === current ? 'current' : 'upcoming';

/**
 * The steps module (consumer spec §2 "steps module for verification steps (shows the contract
 * number)", §9 "Document verification up to 3 working days"): the content's steps in order, the
 * one the deal's state names as current, those before it done; the contract number when the
 * content asks for it, and the content's note.
 */
export const StepsModule = ({
  module,
  contractNumber,
  carName,
  state,
}: {
  module: ContentModuleJson;
  contractNumber?: string | undefined;
  carName?: string | undefined;
  state?: string | undefined;
}) => {
  const styles = useStyles();
  const text = useText();
  const contentText = useContentText();
  const steps = stepsOf(module);
  const current = state === undefined ? -1 : steps.findIndex((step) => step.states.includes(state));
  const showsNumber = module.props?.showsContractNumber === true && contractNumber;
  const about = [showsNumber ? text('content.steps.contractNumber', { number: contractNumber }) : '', carName]
    .filter(Boolean)
    .join(' · ');
  return (
    <ModuleFrame title={contentText(module.props?.title, 'content.steps.title')}>
      {about ? <Caption1>{about}</Caption1> : null}
      {steps.length > 0 ? (
        <ol className={styles.list}>
          {steps.map((step, index) => {
            const progress = progressOf(index, current);
            return (
              <li
                key={step.title}
                className={styles[progress]}
                aria-current={progress === 'current' ? 'step' : undefined}
              >
                <Body1Strong>{step.title}</Body1Strong>
                <FluentText size={200}> · {text(PROGRESS_LABEL[progress])}</FluentText>
                {step.text ? <p className={styles.text}>{step.text}</p> : null}
              </li>
            );
          })}
        </ol>
      ) : null}
      <p>{contentText(textProp(module, 'description'), 'content.steps.note')}</p>
    </ModuleFrame>
  );
};

import { Accordion, AccordionHeader, AccordionItem, AccordionPanel } from '@fluentui/react-components';
import { type ContentModuleJson, recordsProp, textOf, textProp } from './content-module.ts';
import { ModuleFrame } from './ModuleFrame.tsx';

/** The content's entries: a heading and its text each; an entry missing either is left out. */
export const accordionItemsOf = (module: ContentModuleJson) =>
  recordsProp(module, 'items').flatMap((item) => {
    const title = textOf(item.title);
    const text = textOf(item.text);
    return title && text ? [{ title, text }] : [];
  });

/**
 * An accordion (consumer spec §2 "accordions"): the content's questions or topics, each opening its
 * text; several may be open at once, and all start closed unless the content opens the first.
 */
export const AccordionModule = ({ module }: { module: ContentModuleJson }) => {
  const items = accordionItemsOf(module);
  if (items.length === 0) return null;
  const title = textProp(module, 'title');
  return (
    <ModuleFrame title={title}>
      <Accordion
        multiple
        collapsible
        {...(module.props?.openFirst === true ? { defaultOpenItems: [0] } : {})}
      >
        {items.map((item, index) => (
          <AccordionItem key={item.title} value={index}>
            <AccordionHeader as={title ? 'h3' : 'h2'}>{item.title}</AccordionHeader>
            <AccordionPanel>
              <p>{item.text}</p>
            </AccordionPanel>
          </AccordionItem>
        ))}
      </Accordion>
    </ModuleFrame>
  );
};

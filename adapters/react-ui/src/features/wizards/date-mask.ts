/**
 * The date input mask DD.MM.YYYY (consumer spec §5): digits only, the dots put in as one types,
 * at most eight digits. "1203" → "12.03", "12032000" → "12.03.2000".
 */
export const maskDate = (typed: string): string => {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter((part) => part !== '').join('.');
};

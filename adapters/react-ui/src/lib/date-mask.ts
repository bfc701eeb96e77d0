/**
 * The date input mask DD.MM.YYYY (both specifications, §5): digits only, the dots put in as one
 * types, at most eight digits. "1203" → "12.03", "12032000" → "12.03.2000".
 */
export const maskDate = (typed: string): string => {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter((part) => part !== '').join('.');
};

/** An ISO date 'YYYY-MM-DD' as the mask shows it. */
export const maskedDateOf = (iso: string | null | undefined): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
};

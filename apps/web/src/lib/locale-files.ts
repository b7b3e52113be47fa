/** The translation files of an `import.meta.glob`, keyed `<language>/<namespace>` (lib/i18n.ts). */
export type LocaleModule = { default: Record<string, unknown> };
export type LocaleFiles = Record<string, () => Promise<LocaleModule>>;

export function byLanguageAndNamespace(files: LocaleFiles): LocaleFiles {
  const keyed: LocaleFiles = {};
  for (const [path, load] of Object.entries(files)) {
    const [language, file] = path.split('/').slice(-2);
    keyed[`${language}/${file?.replace(/\.json$/, '')}`] = load;
  }
  return keyed;
}

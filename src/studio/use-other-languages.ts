// The same strings file in the portal's other languages (its draft, else as published), read once when a strings file
// opens: the strings form shows each text's words in them, so a translator sees what to translate.
import { useEffect, useState } from 'react';
import { openFile } from './studio-api';
import { studioLanguages } from './studio-i18n';
import { parseObject } from './string-entries';
import type { StringsTree } from './string-entries';

const localeFile = /^config\/locales\/([^/]+)\/([^/]+\.json)$/;

/** The other languages' trees of `file` that could be read, by language, in the portal's order. */
export function useOtherLanguages(file: string): [string, StringsTree][] {
  const [others, setOthers] = useState<{ file: string; trees: [string, StringsTree][] } | null>(null);
  useEffect(() => {
    const named = localeFile.exec(file);
    if (!named) return;
    const [, own, namespace] = named;
    let current = true;
    const languages = studioLanguages.filter((language) => language !== own);
    void Promise.all(
      languages.map((language) =>
        openFile(`config/locales/${language}/${namespace}`).then(
          (opened) => parseObject(opened.text),
          // Why quietly: the words beside are a help; the form works without them.
          () => null,
        ),
      ),
    ).then((trees) => {
      if (!current) return;
      setOthers({ file, trees: languages.flatMap((language, i) => (trees[i] ? [[language, trees[i]] as [string, StringsTree]] : [])) });
    });
    return () => {
      current = false;
    };
  }, [file]);
  return others?.file === file ? others.trees : [];
}

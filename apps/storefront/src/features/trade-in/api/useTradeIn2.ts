import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApi } from '../../../shared/api/ApiContext.tsx';
import { tradeInKeys } from './keys.ts';
import { questionsQuery } from './tradeIn.ts';
import { getAnswers, photoBlob } from './tradeIn2.ts';

// The trade-in 2 flow's hooks (its steps share them).

/** The trade-in's answers on the server (none before it is saved). */
export function useTradeInAnswers(tradeIn: number | null) {
  const { http, dealerCode } = useApi();
  return useQuery({
    queryKey: tradeInKeys.answers(dealerCode, tradeIn ?? 0),
    queryFn: () => getAnswers(http, tradeIn ?? 0),
    enabled: tradeIn !== null,
    staleTime: 10_000,
  });
}

export function useQuestions() {
  const intl = useIntl();
  const { http, dealerCode } = useApi();
  return useQuery(questionsQuery(http, dealerCode, intl.locale));
}

/** The photo as the server serves it (fetched with the dealer's code), as an object URL. */
export function usePhotoSource(url: string | null): string | null {
  const { http } = useApi();
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    if (!url) {
      setSource(null);
      return;
    }
    let objectUrl: string | null = null;
    let cancelled = false;
    photoBlob(http, url)
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setSource(objectUrl);
      })
      .catch(() => setSource(null));
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [http, url]);
  return source;
}

import { useEffect, useState } from 'react';

function msUntilNextMidnight(now: Date): number {
  const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return midnight.getTime() - now.getTime();
}

/** Today's date, renewed at midnight: the dashboard stays open all day (and sometimes overnight). */
export function useToday(): Date {
  const [today, setToday] = useState(() => new Date());
  useEffect(() => {
    const timer = setTimeout(() => setToday(new Date()), msUntilNextMidnight(today) + 1000);
    return () => clearTimeout(timer);
  }, [today]);
  return today;
}

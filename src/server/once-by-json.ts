/**
 * `build` wrapped to run once per distinct JSON text of its argument, for the whole process: what every app of a
 * process compiles alike (the test suite builds hundreds) is compiled once.
 */
export function onceByJson<V, R>(build: (value: V) => R): (value: V) => R {
  const built = new Map<string, R>();
  return (value) => {
    const key = JSON.stringify(value);
    let result = built.get(key);
    if (result === undefined) {
      result = build(value);
      built.set(key, result);
    }
    return result;
  };
}

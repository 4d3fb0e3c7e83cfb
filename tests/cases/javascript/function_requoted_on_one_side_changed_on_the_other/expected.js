export function greet(name, punctuation = '!') {
  const text = 'Hello, ' + name;
  return text + punctuation;
}

use std::collections::HashMap;
use std::collections::HashSet;

pub fn count(words: &[&str]) -> HashMap<String, usize> {
    let mut counts = HashMap::new();
    for w in words {
        *counts.entry(w.to_string()).or_insert(0) += 1;
    }
    counts
}

pub fn repeated(words: &[&str]) -> HashSet<String> {
    let mut seen = HashSet::new();
    words.iter().filter(|w| !seen.insert(**w)).map(|w| w.to_string()).collect()
}

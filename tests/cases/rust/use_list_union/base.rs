use std::collections::{HashMap, HashSet};

pub fn unique_words(text: &str) -> HashSet<&str> {
    text.split_whitespace().collect()
}

pub fn word_counts(text: &str) -> HashMap<&str, usize> {
    let mut counts = HashMap::new();
    for w in text.split_whitespace() {
        *counts.entry(w).or_insert(0) += 1;
    }
    counts
}

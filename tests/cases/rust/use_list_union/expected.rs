use std::collections::{BTreeMap, HashMap, HashSet, VecDeque};

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

pub fn sorted_counts(text: &str) -> BTreeMap<&str, usize> {
    word_counts(text).into_iter().collect()
}

pub fn last_words(text: &str, n: usize) -> VecDeque<&str> {
    let mut window = VecDeque::with_capacity(n);
    for w in text.split_whitespace() {
        if window.len() == n {
            window.pop_front();
        }
        window.push_back(w);
    }
    window
}

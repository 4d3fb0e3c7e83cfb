<<<<<<< left
use std::io::Result;
use std::collections::HashMap;
use std::fmt;
||||||| base
use std::collections::HashMap;
use std::fmt;
=======
use std::collections::HashMap;
use std::fmt;
use std::fmt::Result;
>>>>>>> right

pub fn count(words: &[&str]) -> HashMap<String, usize> {
    let mut counts = HashMap::new();
    for w in words {
        *counts.entry(w.to_string()).or_insert(0) += 1;
    }
    counts
}

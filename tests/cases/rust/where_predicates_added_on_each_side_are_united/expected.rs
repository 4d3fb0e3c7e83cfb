pub fn describe<K, V>(map: &std::collections::HashMap<K, V>) -> String
where
    K: std::fmt::Debug,
    V: Clone,
    K: Eq + std::hash::Hash,
{
    format!("{} entries", map.len())
}

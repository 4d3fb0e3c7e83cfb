pub fn describe<K, V>(map: &std::collections::HashMap<K, V>) -> String
where
    K: std::fmt::Debug,
{
    format!("{} entries", map.len())
}

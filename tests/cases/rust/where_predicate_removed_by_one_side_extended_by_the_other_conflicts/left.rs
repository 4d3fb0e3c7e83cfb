fn merge_all<T, I>(items: I) -> Vec<T>
where
    I: IntoIterator<Item = T>,
{
    items.into_iter().collect()
}

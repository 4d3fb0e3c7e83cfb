fn merge_all<T, I>(items: I) -> Vec<T>
where
    T: Clone + Send,
    I: IntoIterator<Item = T>,
{
    items.into_iter().collect()
}

fn merge_all<T, I>(items: I) -> Vec<T>
where
    T: Clone,
    I: IntoIterator<Item = T>,
{
    items.into_iter().collect()
}

fn merge_all<T, I>(items: I) -> Vec<T>
where
<<<<<<< left
||||||| base
    T: Clone,
=======
    T: Clone + Send,
>>>>>>> right
    I: IntoIterator<Item = T>,
{
    items.into_iter().collect()
}

pub fn average(values: &[f64]) -> f64 {
    let total: f64 = values.iter().sum();
    let count = values.len() as f64;
    total / count
}

pub fn average(values: &[f64]) -> f64 {
    let total: f64 = values.iter().copied().sum();
    let count = values.len() as f64;
<<<<<<< left
    total / count.max(1.0)
||||||| base
    total / count
=======
    if count == 0.0 { f64::NAN } else { total / count }
>>>>>>> right
}

pub fn sum(values: &[f64]) -> f64 {
    values.iter().sum()
}

pub fn max(values: &[f64]) -> f64 {
    values.iter().copied().fold(f64::MIN, f64::max)
}

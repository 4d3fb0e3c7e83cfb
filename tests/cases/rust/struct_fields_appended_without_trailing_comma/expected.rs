#[derive(Debug, Clone)]
pub struct Point {
    pub x: f64,
    pub y: f64,
    pub z: f64,
    pub label: String
}

pub fn flat_distance(p: &Point) -> f64 {
    (p.x * p.x + p.y * p.y).sqrt()
}

pub struct Temperature {
    celsius: f64,
}

impl Temperature {
    pub fn from_celsius(celsius: f64) -> Self {
        Temperature { celsius }
    }

    pub fn fahrenheit(&self) -> f64 {
        self.celsius * 9.0 / 5.0 + 32.0
    }

    pub fn celsius(&self) -> f64 {
        self.celsius
    }
}

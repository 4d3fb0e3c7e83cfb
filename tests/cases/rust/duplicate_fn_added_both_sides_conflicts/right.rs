pub struct Temperature {
    celsius: f64,
}

impl Temperature {
    pub fn from_celsius(celsius: f64) -> Self {
        Temperature { celsius }
    }

    pub fn celsius(&self) -> f64 {
        self.celsius
    }

    pub fn fahrenheit(&self) -> f64 {
        self.celsius * 1.8 + 32.0
    }
}

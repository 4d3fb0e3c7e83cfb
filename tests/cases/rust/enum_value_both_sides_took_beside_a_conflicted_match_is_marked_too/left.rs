#[repr(u8)]
pub enum Level {
    Debug = 1,
    Info = 2,
    Warn = 3,
}

impl Level {
    pub fn from_u8(b: u8) -> Option<Level> {
        match b {
            1 => Some(Level::Debug),
            2 => Some(Level::Info),
            3 => Some(Level::Warn),
            _ => None,
        }
    }
}

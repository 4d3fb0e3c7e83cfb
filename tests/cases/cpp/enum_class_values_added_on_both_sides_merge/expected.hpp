enum class Level {
    Debug,
    Info,
    Warning,
    Error,
    Fatal,
};

const char* level_name(Level level);

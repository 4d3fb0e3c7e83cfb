enum class Level {
    Debug,
    Info,
    Warning,
    Error,
};

const char* level_name(Level level);

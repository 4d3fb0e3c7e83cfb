enum class Level {
    Debug,
    Info,
    Warning,
};

const char* level_name(Level level);

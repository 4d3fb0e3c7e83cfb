#include <stdint.h>

static int16_t bound(int16_t v, int16_t lo, int16_t hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

int16_t read_temp(const uint8_t *raw)
{
    return bound((int16_t)(raw[0] << 8 | raw[1]), -400, 1250);
}

int16_t read_humidity(const uint8_t *raw)
{
    return bound((int16_t)(raw[2] << 8 | raw[3]), 0, 1000);
}

#include <stdint.h>

int16_t read_temp(const uint8_t *raw)
{
    return (int16_t)(raw[0] << 8 | raw[1]);
}

int16_t read_humidity(const uint8_t *raw)
{
    return (int16_t)(raw[2] << 8 | raw[3]);
}

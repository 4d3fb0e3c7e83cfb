#include <stdio.h>
#include "app.h"
#include "clock.h"
#include "trace.h"

static long started_at;

void app_start_clock(void)
{
    started_at = clock_now_ms();
}

int app_run(struct app *a)
{
    TRACE("app_run");
    printf("running %s\n", a->name);
    return 0;
}

#include <json.h>

#include "EmptyDataSetRuntime.h"

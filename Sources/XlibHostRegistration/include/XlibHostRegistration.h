// Registers the X11 host with UIKit before main runs (see registration.c).
#pragma once

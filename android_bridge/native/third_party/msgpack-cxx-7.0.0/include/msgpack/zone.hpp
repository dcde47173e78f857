//
// MessagePack for C++ memory pool
//
// Copyright (C) 2008-2016 FURUHASHI Sadayuki and KONDO Takatoshi
//
//    Distributed under the Boost Software License, Version 1.0.
//    (See accompanying file LICENSE_1_0.txt or copy at
//    http://www.boost.org/LICENSE_1_0.txt)
//
#ifndef MSGPACK_ZONE_HPP
#define MSGPACK_ZONE_HPP

#include "msgpack/zone_decl.hpp"

#include "msgpack/v1/zone.hpp"

#endif // MSGPACK_ZONE_HPP

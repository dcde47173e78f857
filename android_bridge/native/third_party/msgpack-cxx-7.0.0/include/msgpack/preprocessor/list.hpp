# /* Copyright (C) 2001
#  * Housemarque Oy
#  * http://www.housemarque.com
#  *
#  * Distributed under the Boost Software License, Version 1.0. (See
#  * accompanying file LICENSE_1_0.txt or copy at
#  * http://www.boost.org/LICENSE_1_0.txt)
#  */
#
# /* Revised by Paul Mensonides (2002) */
#
# /* See http://www.boost.org for most recent version. */
#
# ifndef MSGPACK_PREPROCESSOR_LIST_HPP
# define MSGPACK_PREPROCESSOR_LIST_HPP
#
# include <msgpack/preprocessor/list/adt.hpp>
# include <msgpack/preprocessor/list/append.hpp>
# include <msgpack/preprocessor/list/at.hpp>
# include <msgpack/preprocessor/list/cat.hpp>
# include <msgpack/preprocessor/list/enum.hpp>
# include <msgpack/preprocessor/list/filter.hpp>
# include <msgpack/preprocessor/list/first_n.hpp>
# include <msgpack/preprocessor/list/fold_left.hpp>
# include <msgpack/preprocessor/list/fold_right.hpp>
# include <msgpack/preprocessor/list/for_each.hpp>
# include <msgpack/preprocessor/list/for_each_i.hpp>
# include <msgpack/preprocessor/list/for_each_product.hpp>
# include <msgpack/preprocessor/list/rest_n.hpp>
# include <msgpack/preprocessor/list/reverse.hpp>
# include <msgpack/preprocessor/list/size.hpp>
# include <msgpack/preprocessor/list/to_array.hpp>
# include <msgpack/preprocessor/list/to_seq.hpp>
# include <msgpack/preprocessor/list/to_tuple.hpp>
# include <msgpack/preprocessor/list/transform.hpp>
#
# endif
